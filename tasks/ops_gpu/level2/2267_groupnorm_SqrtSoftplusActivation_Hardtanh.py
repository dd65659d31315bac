"""F.group_norm -> hf.SqrtSoftplusActivation -> Hardtanh: synthesised by warpgym synth (seed 7, index 3593, transformers#3, dim 0 x1522)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.group_norm -> hf.SqrtSoftplusActivation -> Hardtanh"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()
        self.hardtanh_2 = nn.Hardtanh()

    def forward(self, x):
        x = F.group_norm(x, num_groups=2)
        x = self.sqrtsoftplusactivation_1(x)
        x = self.hardtanh_2(x)
        return x


def get_inputs():
    return [torch.randn(12176, 16, 32, 32)]


def get_init_inputs():
    return []
