"""CosineSimilarity -> CELU: synthesised by warpgym synth (seed 7, index 2028, torch#2, dim 0 x1696)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CosineSimilarity -> CELU"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_0 = nn.CosineSimilarity()
        self.celu_1 = nn.CELU()

    def forward(self, x, x1):
        x = self.cosinesimilarity_0(x, x1)
        x = self.celu_1(x)
        return x


def get_inputs():
    return [torch.randn(13568, 64, 16, 16), torch.randn(13568, 64, 16, 16)]


def get_init_inputs():
    return []
