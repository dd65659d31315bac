"""GLU -> CosineSimilarity: synthesised by warpgym synth (seed 7, index 4918, torch#2, dim 0 x5988)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = self.glu_0(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1532928, 256), torch.randn(1532928, 128)]


def get_init_inputs():
    return []
