"""ConstantPad3d -> F.avg_pool2d -> torch.matrix_exp: synthesised by warpgym synth (seed 7, index 1448, torch#3, dim 0 x7268)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConstantPad3d -> F.avg_pool2d -> torch.matrix_exp"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_0 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x):
        x = self.constantpad3d_0(x)
        x = F.avg_pool2d(x, 3)
        x = torch.matrix_exp(x)
        return x


def get_inputs():
    return [torch.randn(29072, 32, 32, 32)]


def get_init_inputs():
    return []
