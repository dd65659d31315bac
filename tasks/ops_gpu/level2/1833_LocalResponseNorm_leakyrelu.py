"""LocalResponseNorm -> F.leaky_relu: synthesised by warpgym synth (seed 7, index 2900, torch#2, dim 0 x403)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.leaky_relu"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = F.leaky_relu(x)
        return x


def get_inputs():
    return [torch.randn(6448, 64, 128)]


def get_init_inputs():
    return []
