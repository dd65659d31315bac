"""torch.sin -> F.pairwise_distance -> torch.logaddexp2 -> LogSoftmax: synthesised by warpgym synth (seed 7, index 2980, torch#4, dim 0 x1937)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sin -> F.pairwise_distance -> torch.logaddexp2 -> LogSoftmax"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_3 = nn.LogSoftmax()

    def forward(self, x, x1, x2):
        x = torch.sin(x)
        x = F.pairwise_distance(x, x1)
        x = torch.logaddexp2(x, x2)
        x = self.logsoftmax_3(x)
        return x


def get_inputs():
    return [torch.randn(30992, 32, 256), torch.randn(30992, 32, 256), torch.randn(30992, 32)]


def get_init_inputs():
    return []
