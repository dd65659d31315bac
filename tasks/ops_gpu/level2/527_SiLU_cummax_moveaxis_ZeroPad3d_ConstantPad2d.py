"""SiLU -> torch.cummax -> torch.moveaxis -> ZeroPad3d -> ConstantPad2d: synthesised by warpgym synth (seed 7, index 853, torch#5, dim 0 x428)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SiLU -> torch.cummax -> torch.moveaxis -> ZeroPad3d -> ConstantPad2d"""

    def __init__(self):
        super().__init__()
        self.silu_0 = nn.SiLU()
        self.zeropad3d_3 = nn.ZeroPad3d(padding=1)
        self.constantpad2d_4 = nn.ConstantPad2d(padding=1, value=0.5)

    def forward(self, x):
        x = self.silu_0(x)
        x = torch.cummax(x, -1)[0]
        x = torch.moveaxis(x, 2, 1)
        x = self.zeropad3d_3(x)
        x = self.constantpad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(1712, 32, 32, 32)]


def get_init_inputs():
    return []
