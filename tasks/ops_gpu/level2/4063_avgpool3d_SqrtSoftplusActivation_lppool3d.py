"""F.avg_pool3d -> hf.SqrtSoftplusActivation -> F.lp_pool3d: synthesised by warpgym synth (seed 7, index 6389, transformers#3, dim 0 x6238)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.avg_pool3d -> hf.SqrtSoftplusActivation -> F.lp_pool3d"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = F.avg_pool3d(x, 3)
        x = self.sqrtsoftplusactivation_1(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(24952, 32, 32, 32)]


def get_init_inputs():
    return []
