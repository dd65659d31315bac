"""F.avg_pool1d -> F.lp_pool1d -> Softshrink -> ReLU6: synthesised by warpgym synth (seed 7, index 1934, torch#4, dim 0 x5523)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.avg_pool1d -> F.lp_pool1d -> Softshrink -> ReLU6"""

    def __init__(self):
        super().__init__()
        self.softshrink_2 = nn.Softshrink()
        self.relu6_3 = nn.ReLU6()

    def forward(self, x):
        x = F.avg_pool1d(x, 3)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.softshrink_2(x)
        x = self.relu6_3(x)
        return x


def get_inputs():
    return [torch.randn(1413888, 256)]


def get_init_inputs():
    return []
