"""ReflectionPad2d -> GroupNorm -> F.normalize -> torch.topk -> F.channel_shuffle: synthesised by warpgym synth (seed 9, index 167, torch#5, dim 0 x2463)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReflectionPad2d -> GroupNorm -> F.normalize -> torch.topk -> F.channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.reflectionpad2d_0 = nn.ReflectionPad2d(padding=1)
        self.groupnorm_1 = nn.GroupNorm(num_channels=32, num_groups=2)

    def forward(self, x):
        x = self.reflectionpad2d_0(x)
        x = self.groupnorm_1(x)
        x = F.normalize(x)
        x = torch.topk(x, 2)[0]
        x = F.channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(39408, 32, 16, 16)]


def get_init_inputs():
    return []
