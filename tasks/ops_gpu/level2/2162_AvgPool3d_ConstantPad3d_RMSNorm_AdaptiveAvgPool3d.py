"""AvgPool3d -> ConstantPad3d -> RMSNorm -> AdaptiveAvgPool3d: synthesised by warpgym synth (seed 7, index 3415, torch#4, dim 0 x12588)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AvgPool3d -> ConstantPad3d -> RMSNorm -> AdaptiveAvgPool3d"""

    def __init__(self):
        super().__init__()
        self.avgpool3d_0 = nn.AvgPool3d(kernel_size=3)
        self.constantpad3d_1 = nn.ConstantPad3d(padding=1, value=0.5)
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=7)
        self.adaptiveavgpool3d_3 = nn.AdaptiveAvgPool3d(output_size=4)

    def forward(self, x):
        x = self.avgpool3d_0(x)
        x = self.constantpad3d_1(x)
        x = self.rmsnorm_2(x)
        x = self.adaptiveavgpool3d_3(x)
        return x


def get_inputs():
    return [torch.randn(25176, 8, 8, 16, 16)]


def get_init_inputs():
    return []
