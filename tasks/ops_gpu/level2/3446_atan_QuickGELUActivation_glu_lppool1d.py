"""torch.atan -> hf.QuickGELUActivation -> F.glu -> F.lp_pool1d: synthesised by warpgym synth (seed 7, index 5414, transformers#4, dim 0 x3698)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """torch.atan -> hf.QuickGELUActivation -> F.glu -> F.lp_pool1d"""

    def __init__(self):
        super().__init__()
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = torch.atan(x)
        x = self.quickgeluactivation_1(x)
        x = F.glu(x)
        x = F.lp_pool1d(x, kernel_size=3, norm_type=2)
        return x


def get_inputs():
    return [torch.randn(473344, 256)]


def get_init_inputs():
    return []
