"""hf.MistralRMSNorm -> torch.transpose: synthesised by warpgym synth (seed 7, index 936, transformers#2, dim 0 x1161)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.transpose"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.transpose(x, -1, -2)
        return x


def get_inputs():
    return [torch.randn(594432, 256)]


def get_init_inputs():
    return []
