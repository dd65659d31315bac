"""F.group_norm -> CosineSimilarity -> torch.tril -> Hardshrink: synthesised by warpgym synth (seed 7, index 334, torch#4, dim 0 x3919)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.group_norm -> CosineSimilarity -> torch.tril -> Hardshrink"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()
        self.hardshrink_3 = nn.Hardshrink()

    def forward(self, x, x1):
        x = F.group_norm(x, num_groups=2)
        x = self.cosinesimilarity_1(x, x1)
        x = torch.tril(x)
        x = self.hardshrink_3(x)
        return x


def get_inputs():
    return [torch.randn(15676, 32, 32, 32), torch.randn(15676, 32, 32, 32)]


def get_init_inputs():
    return []
