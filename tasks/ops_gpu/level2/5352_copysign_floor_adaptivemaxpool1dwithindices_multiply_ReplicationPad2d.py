"""torch.copysign -> torch.floor -> F.adaptive_max_pool1d_with_indices -> torch.multiply -> ReplicationPad2d: synthesised by warpgym synth (seed 10, index 131, torch#5, dim 0 x1622)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.copysign -> torch.floor -> F.adaptive_max_pool1d_with_indices -> torch.multiply -> ReplicationPad2d"""

    def __init__(self):
        super().__init__()
        self.replicationpad2d_4 = nn.ReplicationPad2d(padding=1)

    def forward(self, x, x1, x2):
        x = torch.copysign(x, x1)
        x = torch.floor(x)
        x = F.adaptive_max_pool1d_with_indices(x, output_size=4)[0]
        x = torch.multiply(x, x2)
        x = self.replicationpad2d_4(x)
        return x


def get_inputs():
    return [torch.randn(51904, 128, 64), torch.randn(51904, 128, 64), torch.randn(51904, 128, 4)]


def get_init_inputs():
    return []
