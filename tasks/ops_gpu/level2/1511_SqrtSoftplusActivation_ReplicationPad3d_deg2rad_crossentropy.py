"""hf.SqrtSoftplusActivation -> ReplicationPad3d -> torch.deg2rad -> F.cross_entropy: synthesised by warpgym synth (seed 7, index 2343, transformers#4, dim 0 x1930)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> ReplicationPad3d -> torch.deg2rad -> F.cross_entropy"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()
        self.replicationpad3d_1 = nn.ReplicationPad3d(padding=1)

    def forward(self, x, x1):
        x = self.sqrtsoftplusactivation_0(x)
        x = self.replicationpad3d_1(x)
        x = torch.deg2rad(x)
        x = F.cross_entropy(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(15440, 16, 32, 32), torch.randn(15440, 18, 34, 34)]


def get_init_inputs():
    return []
