"""ReLU6 -> F.mish -> torch.fmax: synthesised by warpgym synth (seed 7, index 6729, torch#3, dim 0 x1170)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU6 -> F.mish -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.relu6_0 = nn.ReLU6()

    def forward(self, x, x1):
        x = self.relu6_0(x)
        x = F.mish(x)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(18720, 32, 16, 16), torch.randn(18720, 32, 16, 16)]


def get_init_inputs():
    return []
