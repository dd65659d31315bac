"""ReplicationPad2d -> torch.logaddexp -> Unfold -> torch.angle: synthesised by warpgym synth (seed 8, index 90, torch#4, dim 0 x676)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad2d -> torch.logaddexp -> Unfold -> torch.angle"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_0 = nn.ReplicationPad2d(padding=1)
        self.unfold_2 = nn.Unfold(kernel_size=3)

    def forward(self, x, x1):
        x = self.replicationpad2d_0(x)
        x = torch.logaddexp(x, x1)
        x = self.unfold_2(x)
        x = torch.angle(x)
        return x


def get_inputs():
    return [torch.randn(5408, 16, 32, 32), torch.randn(5408, 16, 34, 34)]


def get_init_inputs():
    return []
