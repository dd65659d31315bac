"""F.max_pool1d_with_indices -> hf.SqrtSoftplusActivation: synthesised by warpgym synth (seed 7, index 3331, transformers#2, dim 0 x12020)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import SqrtSoftplusActivation


class Model(nn.Module):
    """F.max_pool1d_with_indices -> hf.SqrtSoftplusActivation"""

    def __init__(self):
        super().__init__()
        self.sqrtsoftplusactivation_1 = SqrtSoftplusActivation()

    def forward(self, x):
        x = F.max_pool1d_with_indices(x, kernel_size=3)[0]
        x = self.sqrtsoftplusactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(769280, 1024)]


def get_init_inputs():
    return []
