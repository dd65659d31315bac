"""F.relu6 -> ReplicationPad1d -> PoissonNLLLoss: synthesised by warpgym synth (seed 7, index 5047, torch#3, dim 0 x648)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu6 -> ReplicationPad1d -> PoissonNLLLoss"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)
        self.poissonnllloss_2 = nn.PoissonNLLLoss()

    def forward(self, x, x1):
        x = F.relu6(x)
        x = self.replicationpad1d_1(x)
        x = self.poissonnllloss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(165888, 512), torch.randn(165888, 514)]


def get_init_inputs():
    return []
