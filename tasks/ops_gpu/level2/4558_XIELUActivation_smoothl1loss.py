"""hf.XIELUActivation -> F.smooth_l1_loss: synthesised by warpgym synth (seed 7, index 6225, transformers#2, dim 0 x102)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> F.smooth_l1_loss"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()

    def forward(self, x, x1):
        x = self.xieluactivation_0(x)
        x = F.smooth_l1_loss(x, target=x1)
        return x


def get_inputs():
    return [torch.randn(816, 64, 16, 16), torch.randn(816, 64, 16, 16)]


def get_init_inputs():
    return []
