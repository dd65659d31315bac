"""torch.lerp -> ConstantPad3d -> torch.sinh -> torch.histogram: synthesised by warpgym synth (seed 7, index 2878, torch#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.lerp -> ConstantPad3d -> torch.sinh -> torch.histogram"""

    def __init__(self):
        super().__init__()
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1, x2):
        x = torch.lerp(x, x1, x2)
        x = self.constantpad3d_1(x)
        x = torch.sinh(x)
        x = torch.histogram(x)[0]
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16), torch.randn(2, 8, 8, 16, 16), torch.randn(2, 8, 8, 16, 16)]


def get_init_inputs():
    return []
