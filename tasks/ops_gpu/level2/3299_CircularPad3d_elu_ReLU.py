"""CircularPad3d -> F.elu -> ReLU: synthesised by warpgym synth (seed 7, index 5201, torch#3, dim 0 x3167)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> F.elu -> ReLU"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = F.elu(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(25336, 16, 32, 32)]


def get_init_inputs():
    return []
