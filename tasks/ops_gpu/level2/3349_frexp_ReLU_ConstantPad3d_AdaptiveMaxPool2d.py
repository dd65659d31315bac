"""torch.frexp -> ReLU -> ConstantPad3d -> AdaptiveMaxPool2d: synthesised by warpgym synth (seed 7, index 5273, torch#4, dim 0 x1789)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.frexp -> ReLU -> ConstantPad3d -> AdaptiveMaxPool2d"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()
        self.constantpad3d_2 = nn.ConstantPad3d(padding=1, value=0.5)
        self.adaptivemaxpool2d_3 = nn.AdaptiveMaxPool2d(output_size=4)

    def forward(self, x):
        x = torch.frexp(x)[0]
        x = self.relu_1(x)
        x = self.constantpad3d_2(x)
        x = self.adaptivemaxpool2d_3(x)
        return x


def get_inputs():
    return [torch.randn(14312, 16, 32, 32)]


def get_init_inputs():
    return []
