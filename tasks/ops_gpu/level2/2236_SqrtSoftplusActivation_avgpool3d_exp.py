"""hf.SqrtSoftplusActivation -> F.avg_pool3d -> torch.exp: synthesised by warpgym synth (seed 7, index 3541, transformers#3, dim 0 x661)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """hf.SqrtSoftplusActivation -> F.avg_pool3d -> torch.exp"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_0 = SqrtSoftplusActivation()

    def forward(self, x):
        x = self.sqrtsoftplusactivation_0(x)
        x = F.avg_pool3d(x, 3)
        x = torch.exp(x)
        return x


def get_inputs():
    return [torch.randn(10576, 32, 16, 16)]


def get_init_inputs():
    return []
