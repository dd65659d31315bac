"""F.tanhshrink -> Softmin -> ReflectionPad3d -> ZeroPad2d -> torch.hypot: synthesised by warpgym synth (seed 7, index 2899, torch#5, dim 0 x1363)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanhshrink -> Softmin -> ReflectionPad3d -> ZeroPad2d -> torch.hypot"""

    def __init__(self):
        super().__init__()
        self.softmin_1 = nn.Softmin()
        self.reflectionpad3d_2 = nn.ReflectionPad3d(padding=1)
        self.zeropad2d_3 = nn.ZeroPad2d(padding=1)

    def forward(self, x, x1):
        x = F.tanhshrink(x)
        x = self.softmin_1(x)
        x = self.reflectionpad3d_2(x)
        x = self.zeropad2d_3(x)
        x = torch.hypot(x, x1)
        return x


def get_inputs():
    return [torch.randn(21808, 32, 16, 16), torch.randn(21808, 34, 20, 20)]


def get_init_inputs():
    return []
