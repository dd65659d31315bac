"""RReLU -> F.celu -> LayerNorm -> Bilinear: synthesised by warpgym synth (seed 9, index 226, torch#4, dim 0 x6861)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.celu -> LayerNorm -> Bilinear"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.layernorm_2 = nn.LayerNorm(normalized_shape=8)
        self.bilinear_3 = nn.Bilinear(in1_features=8, in2_features=8, out_features=8)

    def forward(self, x, x1):
        x = self.rrelu_0(x)
        x = F.celu(x)
        x = self.layernorm_2(x)
        x = self.bilinear_3(x, x1)
        return x


def get_inputs():
    return [torch.randn(27444, 16, 8, 8, 8), torch.randn(27444, 16, 8, 8, 8)]


def get_init_inputs():
    return []
