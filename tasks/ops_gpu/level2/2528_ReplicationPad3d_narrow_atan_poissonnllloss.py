"""ReplicationPad3d -> torch.narrow -> torch.atan -> F.poisson_nll_loss: synthesised by warpgym synth (seed 7, index 3447, torch#4, dim 0 x19676)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad3d -> torch.narrow -> torch.atan -> F.poisson_nll_loss"""

    def __init__(self):
        super().__init__()
        self.replicationpad3d_0 = nn.ReplicationPad3d(padding=1)

    def forward(self, x, x1):
        x = self.replicationpad3d_0(x)
        x = torch.narrow(x, -1, 2, 2)
        x = torch.atan(x)
        x = F.poisson_nll_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(78704, 16, 8, 8, 8), torch.randn(78704, 16, 10, 10, 2)]


def get_init_inputs():
    return []
