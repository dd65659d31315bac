"""CircularPad1d -> hf.MistralRMSNorm -> F.log_softmax -> torch.inner -> F.mish: synthesised by warpgym synth (seed 9, index 674, transformers#5, dim 0 x77)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """CircularPad1d -> hf.MistralRMSNorm -> F.log_softmax -> torch.inner -> F.mish"""

    def __init__(self):
        super().__init__()
        self.circularpad1d_0 = nn.CircularPad1d(padding=1)
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=1026)

    def forward(self, x, x1):
        x = self.circularpad1d_0(x)
        x = self.mistralrmsnorm_1(x)
        x = F.log_softmax(x)
        x = torch.inner(x, x1)
        x = F.mish(x)
        return x


def get_inputs():
    return [torch.randn(4928, 1024), torch.randn(4928, 1026)]


def get_init_inputs():
    return []
