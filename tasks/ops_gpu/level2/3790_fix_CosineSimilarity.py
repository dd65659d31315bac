"""torch.fix -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 5947, torch#2, dim 0 x275)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.fix -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.fix(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1100, 32, 32, 32), torch.randn(1100, 32, 32, 32)]


def get_init_inputs():
    return []
