"""torch.sinh -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 920, torch#2, dim 0 x755)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinh -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.sinh(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(386560, 256), torch.randn(386560, 256)]


def get_init_inputs():
    return []
