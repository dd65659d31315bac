"""torch.flipud -> torch.addcmul -> MaxPool2d -> ConstantPad3d: synthesised by warpgym synth (seed 9, index 574, torch#4, dim 0 x1189)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.flipud -> torch.addcmul -> MaxPool2d -> ConstantPad3d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_2 = nn.MaxPool2d(kernel_size=3)
        self.constantpad3d_3 = nn.ConstantPad3d(padding=1, value=0.5)

    def forward(self, x, x1, x2):
        x = torch.flipud(x)
        x = torch.addcmul(x, x1, x2)
        x = self.maxpool2d_2(x)
        x = self.constantpad3d_3(x)
        return x


def get_inputs():
    return [torch.randn(9512, 256, 128), torch.randn(9512, 256, 128), torch.randn(9512, 256, 128)]


def get_init_inputs():
    return []
