"""F.adaptive_max_pool1d_with_indices -> LogSoftmax -> torch.fmax: synthesised by warpgym synth (seed 7, index 6099, torch#3, dim 0 x2710)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool1d_with_indices -> LogSoftmax -> torch.fmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_1 = nn.LogSoftmax()

    def forward(self, x, x1):
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = self.logsoftmax_1(x)
        x = torch.fmax(x, x1)
        return x


def get_inputs():
    return [torch.randn(86720, 128, 64), torch.randn(86720, 128, 4)]


def get_init_inputs():
    return []
