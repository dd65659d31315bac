"""AdaptiveAvgPool2d -> ZeroPad3d -> LocalResponseNorm -> F.softmax: synthesised by warpgym synth (seed 9, index 706, torch#4, dim 0 x2394)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveAvgPool2d -> ZeroPad3d -> LocalResponseNorm -> F.softmax"""

    def __init__(self):
        super().__init__()
        self.adaptiveavgpool2d_0 = nn.AdaptiveAvgPool2d(output_size=4)
        self.zeropad3d_1 = nn.ZeroPad3d(padding=1)
        self.localresponsenorm_2 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.adaptiveavgpool2d_0(x)
        x = self.zeropad3d_1(x)
        x = self.localresponsenorm_2(x)
        x = F.softmax(x)
        return x


def get_inputs():
    return [torch.randn(76608, 128, 64)]


def get_init_inputs():
    return []
