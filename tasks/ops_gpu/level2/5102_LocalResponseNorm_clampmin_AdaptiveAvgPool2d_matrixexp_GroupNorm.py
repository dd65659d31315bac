"""LocalResponseNorm -> torch.clamp_min -> AdaptiveAvgPool2d -> torch.matrix_exp -> GroupNorm: synthesised by warpgym synth (seed 9, index 592, torch#5, dim 0 x1843)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> torch.clamp_min -> AdaptiveAvgPool2d -> torch.matrix_exp -> GroupNorm"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)
        self.adaptiveavgpool2d_2 = nn.AdaptiveAvgPool2d(output_size=4)
        self.groupnorm_4 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = torch.clamp_min(x, 0.5)
        x = self.adaptiveavgpool2d_2(x)
        x = torch.matrix_exp(x)
        x = self.groupnorm_4(x)
        return x


def get_inputs():
    return [torch.randn(7372, 32, 32, 32)]


def get_init_inputs():
    return []
