"""F.adaptive_avg_pool2d -> ReLU: synthesised by warpgym synth (seed 7, index 5694, torch#2, dim 0 x3474)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_avg_pool2d -> ReLU"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = F.adaptive_avg_pool2d(x, output_size=4)
        x = self.relu_1(x)
        return x


def get_inputs():
    return [torch.randn(111168, 128, 64)]


def get_init_inputs():
    return []
