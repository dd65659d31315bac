"""hf.MishActivation -> F.lp_pool2d -> torch.mean: synthesised by warpgym synth (seed 7, index 3455, transformers#3, dim 0 x240)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation


class Model(nn.Module):
    """hf.MishActivation -> F.lp_pool2d -> torch.mean"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = torch.mean(x)
        return x


def get_inputs():
    return [torch.randn(1920, 256, 128)]


def get_init_inputs():
    return []
