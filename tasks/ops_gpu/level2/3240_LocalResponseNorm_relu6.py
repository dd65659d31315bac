"""LocalResponseNorm -> F.relu6: synthesised by warpgym synth (seed 7, index 5109, torch#2, dim 0 x722)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.relu6"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = F.relu6(x)
        return x


def get_inputs():
    return [torch.randn(11552, 32, 256)]


def get_init_inputs():
    return []
