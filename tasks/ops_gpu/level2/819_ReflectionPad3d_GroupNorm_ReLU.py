"""ReflectionPad3d -> GroupNorm -> ReLU: synthesised by warpgym synth (seed 7, index 1331, torch#3, dim 0 x3020)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad3d -> GroupNorm -> ReLU"""

    def __init__(self):
        super().__init__()
        self.reflectionpad3d_0 = nn.ReflectionPad3d(padding=1)
        self.groupnorm_1 = nn.GroupNorm(num_channels=66, num_groups=2)
        self.relu_2 = nn.ReLU()

    def forward(self, x):
        x = self.reflectionpad3d_0(x)
        x = self.groupnorm_1(x)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(24160, 64, 16, 16)]


def get_init_inputs():
    return []
