"""F.relu6 -> ZeroPad2d -> LogSoftmax -> F.max_pool3d_with_indices -> torch.abs: synthesised by warpgym synth (seed 7, index 6268, torch#5, dim 0 x2911)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> ZeroPad2d -> LogSoftmax -> F.max_pool3d_with_indices -> torch.abs"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_1 = nn.ZeroPad2d(padding=1)
        self.logsoftmax_2 = nn.LogSoftmax()

    def forward(self, x):
        x = F.relu6(x)
        x = self.zeropad2d_1(x)
        x = self.logsoftmax_2(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = torch.abs(x)
        return x


def get_inputs():
    return [torch.randn(5822, 8, 8, 16, 16)]


def get_init_inputs():
    return []
