"""ConstantPad3d -> F.instance_norm -> LeakyReLU -> torch.pow: synthesised by warpgym synth (seed 7, index 747, torch#4, dim 0 x1668)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.instance_norm -> LeakyReLU -> torch.pow"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)
        self.leakyrelu_2 = nn.LeakyReLU()

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.instance_norm(x)
        x = self.leakyrelu_2(x)
        x = torch.pow(x, 2.0)
        return x


def get_inputs():
    return [torch.randn(6672, 32, 32, 32)]


def get_init_inputs():
    return []
