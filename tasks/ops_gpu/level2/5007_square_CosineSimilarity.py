"""torch.square -> CosineSimilarity: synthesised by warpgym synth (seed 9, index 450, torch#2, dim 0 x2590)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.square -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.cosinesimilarity_1 = nn.CosineSimilarity()

    def forward(self, x, x1):
        x = torch.square(x)
        x = self.cosinesimilarity_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(20720, 64, 16, 16), torch.randn(20720, 64, 16, 16)]


def get_init_inputs():
    return []
