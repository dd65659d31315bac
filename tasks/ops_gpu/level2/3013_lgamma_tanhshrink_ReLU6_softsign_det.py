"""torch.lgamma -> F.tanhshrink -> ReLU6 -> F.softsign -> torch.det: synthesised by warpgym synth (seed 7, index 4765, torch#5, dim 0 x212)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lgamma -> F.tanhshrink -> ReLU6 -> F.softsign -> torch.det"""

    def __init__(self):
        super().__init__()
        self.relu6_2 = nn.ReLU6()

    def forward(self, x):
        x = torch.lgamma(x)
        x = F.tanhshrink(x)
        x = self.relu6_2(x)
        x = F.softsign(x)
        x = torch.det(x)
        return x


def get_inputs():
    return [torch.randn(848, 32, 32, 32)]


def get_init_inputs():
    return []
