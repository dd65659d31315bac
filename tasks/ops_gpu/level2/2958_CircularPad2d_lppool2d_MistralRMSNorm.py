"""CircularPad2d -> F.lp_pool2d -> hf.MistralRMSNorm: synthesised by warpgym synth (seed 7, index 4681, transformers#3, dim 0 x689)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """CircularPad2d -> F.lp_pool2d -> hf.MistralRMSNorm"""

    def __init__(self):
        super().__init__()
        self.circularpad2d_0 = nn.CircularPad2d(padding=1)
        self.mistralrmsnorm_2 = MistralRMSNorm(hidden_size=11)

    def forward(self, x):
        x = self.circularpad2d_0(x)
        x = F.lp_pool2d(x, kernel_size=3, norm_type=2)
        x = self.mistralrmsnorm_2(x)
        return x


def get_inputs():
    return [torch.randn(2756, 32, 32, 32)]


def get_init_inputs():
    return []
