"""Bilinear -> torch.arctan -> CosineSimilarity: synthesised by warpgym synth (seed 9, index 103, torch#3, dim 0 x823)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Bilinear -> torch.arctan -> CosineSimilarity"""

    def __init__(self):
        super().__init__()
        self.bilinear_0 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)
        self.cosinesimilarity_2 = nn.CosineSimilarity()

    def forward(self, x, x1, x2):
        x = self.bilinear_0(x, x1)
        x = torch.arctan(x)
        x = self.cosinesimilarity_2(x, x2)
        return x


def get_inputs():
    return [torch.randn(1646, 8, 8, 16, 16), torch.randn(1646, 8, 8, 16, 16), torch.randn(1646, 8, 8, 16, 16)]


def get_init_inputs():
    return []
