"""hf.MistralRMSNorm -> torch.erf -> torch.tan: synthesised by warpgym synth (seed 8, index 334, transformers#3, dim 0 x1687)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """hf.MistralRMSNorm -> torch.erf -> torch.tan"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_0 = MistralRMSNorm(hidden_size=256)

    def forward(self, x):
        x = self.mistralrmsnorm_0(x)
        x = torch.erf(x)
        x = torch.tan(x)
        return x


def get_inputs():
    return [torch.randn(431872, 256)]


def get_init_inputs():
    return []
