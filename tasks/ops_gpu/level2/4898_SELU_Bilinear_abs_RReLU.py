"""SELU -> Bilinear -> torch.abs -> RReLU: synthesised by warpgym synth (seed 9, index 265, torch#4, dim 0 x1914)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> Bilinear -> torch.abs -> RReLU"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.bilinear_1 = nn.Bilinear(in1_features=16, in2_features=16, out_features=16)
        self.rrelu_3 = nn.RReLU()

    def forward(self, x, x1):
        x = self.selu_0(x)
        x = self.bilinear_1(x, x1)
        x = torch.abs(x)
        x = self.rrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(30624, 32, 16, 16), torch.randn(30624, 32, 16, 16)]


def get_init_inputs():
    return []
