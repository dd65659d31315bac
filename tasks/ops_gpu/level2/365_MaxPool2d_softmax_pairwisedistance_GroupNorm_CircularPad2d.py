"""MaxPool2d -> F.softmax -> F.pairwise_distance -> GroupNorm -> CircularPad2d: synthesised by warpgym synth (seed 7, index 559, torch#5, dim 0 x5829)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> F.softmax -> F.pairwise_distance -> GroupNorm -> CircularPad2d"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.groupnorm_3 = nn.GroupNorm(num_channels=32, num_groups=2)
        self.circularpad2d_4 = nn.CircularPad2d(padding=1)

    def forward(self, x, x1):
        x = self.maxpool2d_0(x)
        x = F.softmax(x)
        x = F.pairwise_distance(x, x1)
        x = self.groupnorm_3(x)
        x = self.circularpad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(93264, 32, 16, 16), torch.randn(93264, 32, 5, 5)]


def get_init_inputs():
    return []
