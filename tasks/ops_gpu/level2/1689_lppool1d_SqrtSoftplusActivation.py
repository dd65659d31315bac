"""F.lp_pool1d -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 2681, transformers#2, dim 0 x2673)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.lp_pool1d -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(171072, 1024)]


def get_init_inputs():
    return []
