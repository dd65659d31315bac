"""torch.cummax -> torch.arctan2 -> F.leaky_relu -> AvgPool1d: synthesised by warpgym synth (seed 7, index 3575, torch#4, dim 0 x1024)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.cummax -> torch.arctan2 -> F.leaky_relu -> AvgPool1d"""

    def __init__(self):
        super().__init__()
        self.avgpool1d_3 = nn.AvgPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.cummax(x, -1)[0]
        x = torch.arctan2(x, x1)
        x = F.leaky_relu(x)
        x = self.avgpool1d_3(x)
        return x


def get_inputs():
    return [torch.randn(65536, 1024), torch.randn(65536, 1024)]


def get_init_inputs():
    return []
