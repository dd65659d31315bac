"""LocalResponseNorm -> F.relu: synthesised by warpgym synth (seed 7, index 2051, torch#2, dim 0 x1121)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.relu"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(35872, 128, 64)]


def get_init_inputs():
    return []
